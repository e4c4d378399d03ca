export { AnnotationViewElement } from './elements/AnnotationViewElement';
export { DatasetListElement } from './elements/DatasetListElement';
export { DatasetSettingsElement } from './elements/DatasetSettingsElement';
export { DocumentViewerElement } from './elements/DocumentViewerElement';
export { ExportElement } from './elements/ExportElement';
export { HubImportElement } from './elements/HubImportElement';
export { ProgressElement } from './elements/ProgressElement';
export { ReferenceTableElement } from './elements/ReferenceTableElement';
export { SignInElement } from './elements/SignInElement';
export { UserSettingsElement } from './elements/UserSettingsElement';
export { ALL_ELEMENTS } from './allElements';
export { defineMarginaliaElements, MARGINALIA_TAGS } from './define';
export { defineElement, type ElementClass } from './base/defineElement';
export { MarginaliaElement, type ElementValues } from './base/MarginaliaElement';
export type {
  AttributeContract,
  AttributeType,
  ElementContract,
  EventContract,
  PropertyContract,
} from './base/ElementContract';
export type {
  AnnotationEventDetail,
  MarginaliaErrorDetail,
  MarginaliaEventDetail,
  MarginaliaEventMap,
  MarginaliaUserDetail,
} from './base/MarginaliaEvents';
