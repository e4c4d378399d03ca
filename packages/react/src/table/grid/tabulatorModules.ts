import {
  EditModule,
  FilterModule,
  FormatModule,
  FrozenColumnsModule,
  GroupRowsModule,
  InteractionModule,
  KeybindingsModule,
  PopupModule,
  ResizeColumnsModule,
  ResizeTableModule,
  SelectRangeModule,
  Tabulator,
  TooltipModule,
} from 'tabulator-tables';

let registered = false;

/** Registers the Tabulator modules the reference table uses, once per page. */
export function registerTabulatorModules() {
  if (registered) return;
  registered = true;
  // Only the modules the reference table uses, so its chunk stays a fraction of Tabulator's full build.
  Tabulator.registerModule([
    EditModule,
    FilterModule,
    FormatModule,
    FrozenColumnsModule,
    GroupRowsModule,
    InteractionModule,
    KeybindingsModule,
    PopupModule,
    ResizeColumnsModule,
    ResizeTableModule,
    SelectRangeModule,
    TooltipModule,
  ]);
}
