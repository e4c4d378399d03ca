/** The home query parameter that pre-selects the workspace filter. */
export const WORKSPACES_QUERY_PARAM = 'workspaces';

/**
 * Reads the comma-separated workspace names of the `workspaces` query parameter (trimmed, empty and repeated
 * names dropped).
 *
 * @example
 * parseWorkspacesParam('demo, argilla,,demo'); // ['demo', 'argilla']
 */
export function parseWorkspacesParam(value: string | null | undefined): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((name) => name.trim()).filter((name) => name !== ''))];
}

/**
 * The `workspaces` parameter for a selection, or null for none.
 *
 * @example
 * formatWorkspacesParam(['demo', 'argilla']); // 'demo,argilla'
 */
export function formatWorkspacesParam(names: readonly string[]): string | null {
  return names.length === 0 ? null : names.join(',');
}

/**
 * The home path filtered by workspaces (the annotation page's workspace breadcrumb and the user settings badges).
 *
 * @example
 * homePathForWorkspaces(['my team']); // '/?workspaces=my%20team'
 */
export function homePathForWorkspaces(names: readonly string[]): string {
  const param = formatWorkspacesParam(names);
  return param === null ? '/' : `/?${WORKSPACES_QUERY_PARAM}=${encodeURIComponent(param)}`;
}
