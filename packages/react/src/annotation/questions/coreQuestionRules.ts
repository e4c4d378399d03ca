// The core's question rules, read from its source until `@marginalia/core` exports the `ranking`, `span`,
// `fields` and `keyboard` folders; then this file becomes `export * from '@marginalia/core'`.
export * from '../../../../core/src/ranking';
export * from '../fields/coreFieldRules';
export { createDigitBuffer } from '../../../../core/src/keyboard/createDigitBuffer';
export type { DigitBuffer } from '../../../../core/src/keyboard/createDigitBuffer';
