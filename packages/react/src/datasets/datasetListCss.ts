export const datasetListCss = `
.mg-dataset-list { display: flex; flex-direction: column; gap: var(--mg-space-4); container: mg-dataset-list / inline-size; }
.mg-dataset-list__header { display: flex; justify-content: space-between; align-items: center; gap: var(--mg-space-3) var(--mg-space-4); flex-wrap: wrap; }
.mg-dataset-list__title { margin: 0; font-size: var(--mg-text-xl); font-weight: var(--mg-weight-semibold); line-height: var(--mg-leading-tight); }
.mg-dataset-list__controls { display: flex; align-items: center; gap: var(--mg-space-2); flex-wrap: wrap; min-width: 0; }
.mg-dataset-list__search { position: relative; flex: 1 1 240px; min-width: min(240px, 100%); max-width: 320px; }
.mg-dataset-list__search > .mg-icon { position: absolute; left: var(--mg-space-2); top: 50%; transform: translateY(-50%); color: var(--mg-theme-muted); }
.mg-dataset-list__search .mg-input { padding-left: var(--mg-space-6); }
.mg-dropdown { position: relative; }
.mg-dropdown__panel { left: 0; min-width: 220px; max-height: 320px; overflow: auto; }
.mg-dropdown__options { border: 0; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--mg-space-2); }
.mg-dropdown__options .mg-choice { justify-content: space-between; }
.mg-dropdown__options .mg-choice span:first-of-type { flex: 1; }
.mg-sort { display: flex; align-items: center; gap: var(--mg-space-2); }
.mg-sort__label { font-size: var(--mg-text-sm); white-space: nowrap; }
.mg-sort__select { width: auto; }
.mg-dataset-list__skeleton { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--mg-space-3); }
.mg-dataset-list__skeleton-badge { height: 3.5rem; }
.mg-dataset-list__empty { display: flex; flex-direction: column; align-items: center; gap: var(--mg-space-4); }
.mg-dataset-list__cards { list-style: none; margin: 0; display: grid; padding-left: 0; padding-right: 0; }
.mg-dataset-card {
  padding: var(--mg-space-4); display: flex; flex-direction: column; gap: var(--mg-space-1); overflow: hidden; min-width: 0;
  border: 1px solid var(--mg-theme-border); border-radius: var(--mg-radius-l);
  background: var(--mg-theme-bg); box-shadow: var(--mg-elevation-1);
  transition: border-color var(--mg-motion-fast) var(--mg-ease), box-shadow var(--mg-motion-fast) var(--mg-ease);
}
.mg-dataset-card:hover, .mg-dataset-card:focus-within { border-color: var(--mg-theme-primary); box-shadow: var(--mg-elevation-2); }
.mg-dataset-card p { margin: 0; font-size: var(--mg-text-sm); line-height: var(--mg-leading-normal); }
.mg-dataset-card__top { display: flex; justify-content: space-between; align-items: center; gap: var(--mg-space-2); min-width: 0; }
.mg-dataset-card__name {
  margin: 0; min-width: 0; font-size: var(--mg-text-lg); font-weight: var(--mg-weight-semibold); line-height: var(--mg-leading-tight);
  white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
}
.mg-dataset-card__link { color: var(--mg-theme-fg); text-decoration: none; }
.mg-dataset-card__link:hover { color: var(--mg-theme-primary); text-decoration: underline; }
.mg-dataset-card__actions { display: flex; gap: var(--mg-space-1); flex: none; margin: calc(-1 * var(--mg-space-1)) calc(-1 * var(--mg-space-2)) calc(-1 * var(--mg-space-1)) 0; }
.mg-dataset-card__meta.mg-dataset-card__meta { display: flex; gap: 0 var(--mg-space-3); font-size: var(--mg-text-xs); white-space: nowrap; overflow: hidden; }
.mg-dataset-card__meta > span { overflow: hidden; text-overflow: ellipsis; }
.mg-dataset-card__overview { display: flex; flex-direction: column; gap: var(--mg-space-2); flex: 1; min-height: 0; margin-top: var(--mg-space-2); }
/* The first question wraps between words onto two lines at most (a card keeps its height: two lines are kept for
   it); a longer one is cut at the end of its second line, never mid-line with an ellipsis. */
.mg-dataset-card__question { display: flex; align-items: flex-start; gap: var(--mg-space-2); min-width: 0; min-height: calc(2em * var(--mg-leading-normal)); }
.mg-dataset-card__question-title {
  display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; line-clamp: 2; overflow: hidden; min-width: 0;
}
.mg-dataset-card__question > .mg-muted { flex: none; white-space: nowrap; }
.mg-dataset-card__chips { display: flex; flex-wrap: nowrap; gap: var(--mg-space-1); list-style: none; margin: 0; padding: 0; overflow: hidden; min-height: 1.375rem; }
.mg-chip {
  flex: none; padding: 0 var(--mg-space-2); border-radius: var(--mg-radius-pill); white-space: nowrap;
  font-size: var(--mg-text-xs); line-height: 1.375rem; font-weight: var(--mg-weight-medium);
  background: var(--mg-theme-surface); color: var(--mg-theme-fg); border: 1px solid var(--mg-theme-quiet-border);
}
/* A question type's chip is dashed where outlines show (the high-contrast theme). Fills stay palette colours: an
   embedded element draws no colour its theme does not have. */
.mg-chip--question { border-style: dashed; }
.mg-dataset-card__foot { display: flex; flex-direction: column; gap: var(--mg-space-2); margin-top: auto; }
/* My pending count with the user badges beside it, the team's totals on a line of their own under both: the
   badges never sit over a figure, however long the figures are. */
.mg-dataset-card__figures {
  display: grid; grid-template-columns: minmax(0, 1fr) auto; align-items: center; column-gap: var(--mg-space-2); min-width: 0;
}
.mg-dataset-card__figures > p { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.mg-dataset-card__figures > .mg-user-badges { grid-column: 2; grid-row: 1; }
.mg-dataset-card__totals.mg-dataset-card__totals { grid-column: 1 / -1; }
.mg-dataset-card__pending.mg-dataset-card__pending { font-weight: var(--mg-weight-semibold); line-height: 26px; }
.mg-dataset-card__placeholder { display: block; height: 1rem; width: 70%; }
.mg-dataset-card__placeholder--short { width: 45%; }
.mg-dataset-card__placeholder--foot { width: 100%; height: 2.25rem; margin-top: auto; }
.mg-progress-bar { height: 6px; border-radius: var(--mg-radius-pill); overflow: hidden; background: var(--mg-theme-surface); border: 1px solid var(--mg-theme-border); }
.mg-progress-bar > span { display: block; height: 100%; background: var(--mg-theme-success); }
.mg-user-badges { display: inline-flex; align-self: center; flex: none; border-radius: var(--mg-radius-pill); }
.mg-user-badges__list { display: flex; list-style: none; margin: 0; padding: 0; flex-wrap: nowrap; gap: var(--mg-space-1); }
.mg-user-badges__more { align-self: center; font-size: var(--mg-text-xs); padding: 0 var(--mg-space-1); color: var(--mg-theme-fg); }
/* A narrow list (a phone) spends two rows before its first card, not four: the title beside the workspace filter,
   then the search beside the sort, whose "Sort by" stays the select's name without being shown. Each pair wraps
   on its own when its texts are longer (a line break, the header's ::after, sits between the pairs). */
@container mg-dataset-list (max-width: 520px) {
  .mg-dataset-list__header { row-gap: 0; column-gap: var(--mg-space-2); }
  .mg-dataset-list__controls { display: contents; }
  .mg-dataset-list__title { flex: 1 1 auto; min-width: 0; }
  .mg-dataset-list__controls > .mg-dropdown { order: 1; margin-left: auto; }
  .mg-dataset-list__header::after { content: ''; order: 2; flex-basis: 100%; }
  .mg-dataset-list__search { order: 3; flex: 1 1 8rem; min-width: 8rem; max-width: none; margin-top: var(--mg-space-2); }
  .mg-dataset-list__controls > .mg-sort { order: 4; margin-top: var(--mg-space-2); }
  .mg-sort__label { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
}
@media (pointer: coarse) {
  .mg-dataset-card__actions .mg-button--icon { min-width: var(--mg-touch-target); min-height: var(--mg-touch-target); }
  /* The name is a one-line target: on a touch screen the whole card opens the dataset (its buttons stay above). */
  .mg-dataset-card { position: relative; }
  .mg-dataset-card__link::after { content: ''; position: absolute; inset: 0; border-radius: inherit; }
  .mg-dataset-card__actions { position: relative; z-index: 1; }
  /* The touch-sized buttons reach into the card's padding rather than making the name's row (and the card) taller. */
  .mg-dataset-card__actions { margin-block: calc(-1 * var(--mg-space-3)); }
}
`;
