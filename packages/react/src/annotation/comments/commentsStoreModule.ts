// The comments store's code in its own chunk: the annotation page loads it after its first paint (issue #12's
// budget); the record headers' buttons and the panel show once it has loaded.
export { createCommentsStore } from '@marginalia/core';
