/**
 * The tag of an element file: `AnnotationViewElement.tsx` → `mg-annotation-view`. The build names each
 * element's entry point by it, before any element code runs; a test checks every contract agrees.
 *
 * @example
 * tagOfElementFile('UserSettingsElement.tsx'); // 'mg-user-settings'
 */
export function tagOfElementFile(file: string): string {
  const name = file.replace(/Element\.tsx$/, '');
  return `mg-${name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`;
}
