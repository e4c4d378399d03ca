import { lazyModule } from '../../lazy/lazyModule';
import { lazyAnnotationPart } from '../lazyAnnotationPart';

/**
 * A chat field's message list, loaded on demand: only datasets with a chat field download it, starting as soon
 * as their settings are known (`usePreloadRenderers`).
 */
export const chatFieldModule = lazyModule(() => import('./ChatFieldContent').then((module) => module.ChatFieldContent));

/** A chat field, rendered once its chunk has loaded. */
export const LazyChatFieldContent = lazyAnnotationPart(chatFieldModule);
