import { AgreementElement } from './elements/AgreementElement';
import { AnnotationViewElement } from './elements/AnnotationViewElement';
import { DatasetListElement } from './elements/DatasetListElement';
import { ExportElement } from './elements/ExportElement';
import { HubImportElement } from './elements/HubImportElement';
import { DocumentViewerElement } from './elements/DocumentViewerElement';
import { DatasetSettingsElement } from './elements/DatasetSettingsElement';
import { ProgressElement } from './elements/ProgressElement';
import { ReferenceTableElement } from './elements/ReferenceTableElement';
import { RecordCommentsElement } from './elements/RecordCommentsElement';
import { ReviewElement } from './elements/ReviewElement';
import { RecordHistoryElement } from './elements/RecordHistoryElement';
import { SignInElement } from './elements/SignInElement';
import { UserSettingsElement } from './elements/UserSettingsElement';

/**
 * Every element class, one line each: a new element is a file in `elements/` plus its line here. The bundles'
 * per-element entries, the manifest and the docs table are made from this list (a test checks none is missing).
 */
export const ALL_ELEMENTS = [
  SignInElement,
  DatasetListElement,
  AnnotationViewElement,
  UserSettingsElement,
  ProgressElement,
  HubImportElement,
  ExportElement,
  DocumentViewerElement,
  DatasetSettingsElement,
  ReferenceTableElement,
  ReviewElement,
  AgreementElement,
  RecordHistoryElement,
  RecordCommentsElement,
] as const;
