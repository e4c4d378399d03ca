/**
 * Styles of the field renderers; long unbroken text wraps anywhere so it never widens the layout. Texts keep their
 * spaces with break-spaces, not pre-wrap: pre-wrap lets a space at a line's end hang past the box's edge.
 */
export const fieldsCss = `
.mg-field-view { min-width: 0; max-width: 100%; }
.mg-field-content, .mg-markdown, .mg-chat__content, .mg-table td, .mg-table th {
  overflow-wrap: anywhere; word-break: normal; min-width: 0;
}
.mg-field-content--text { white-space: break-spaces; line-height: 1.5; }
.mg-markdown > :first-child { margin-top: 0; }
.mg-markdown > :last-child { margin-bottom: 0; }
.mg-markdown img, .mg-field-content--image { max-width: 100%; height: auto; }
.mg-markdown pre { overflow-x: auto; white-space: pre-wrap; }
.mg-markdown--source { white-space: break-spaces; line-height: 1.5; }
.mg-frame { display: block; width: 100%; border: 0; min-height: 2rem; }
.mg-table-scroll { max-width: 100%; overflow-x: auto; }
.mg-table { border-collapse: collapse; font-size: var(--mg-text-sm); }
.mg-table th, .mg-table td {
  border: 1px solid var(--mg-theme-border); padding: 0.3rem 0.5rem; text-align: left; vertical-align: top;
  max-width: 350px;
}
.mg-table th { background: var(--mg-theme-surface); font-weight: 600; }
.mg-image-failed { margin: 0; display: flex; flex-direction: column; align-items: center; gap: 0.4rem; color: var(--mg-theme-muted); }
.mg-image-failed__placeholder { width: 96px; height: 72px; }
.mg-chat { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.5rem; }
.mg-chat__message {
  display: flex; flex-direction: column; gap: 0.2rem; padding: 0.5rem 0.75rem; max-width: 85%; min-width: 0;
  border-radius: var(--mg-theme-radius); border-left: 4px solid var(--mg-chat-colour);
  background: color-mix(in srgb, var(--mg-chat-colour) 12%, var(--mg-theme-bg));
}
.mg-chat__message--start { align-self: flex-start; }
.mg-chat__message--end { align-self: flex-end; border-left: 0; border-right: 4px solid var(--mg-chat-colour); }
.mg-chat__message--colour-0 { --mg-chat-colour: #3e5cc9; }
.mg-chat__message--colour-1 { --mg-chat-colour: #0f8a6a; }
.mg-chat__message--colour-2 { --mg-chat-colour: #b35c00; }
.mg-chat__message--colour-3 { --mg-chat-colour: #a0307a; }
.mg-chat__message--colour-4 { --mg-chat-colour: #5b6b00; }
.mg-chat__role { font-size: var(--mg-text-xs); text-transform: capitalize; }
.mg-search-mark { background: rgb(255 200 40 / 0.5); color: inherit; padding: 0; }
::highlight(mg-search) { background-color: rgb(255 200 40 / 0.5); }
`;
