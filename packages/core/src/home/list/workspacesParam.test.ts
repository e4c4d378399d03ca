import { describe, expect, it } from 'vitest';
import { formatWorkspacesParam, homePathForWorkspaces, parseWorkspacesParam } from './workspacesParam';

describe('workspaces query parameter', () => {
  it('reads comma-separated names, trimmed and without empty or repeated ones', () => {
    expect(parseWorkspacesParam('demo, argilla,,demo')).toEqual(['demo', 'argilla']);
    expect(parseWorkspacesParam('')).toEqual([]);
    expect(parseWorkspacesParam(null)).toEqual([]);
  });

  it('writes the names back comma-separated, or nothing for no selection', () => {
    expect(formatWorkspacesParam(['demo', 'argilla'])).toBe('demo,argilla');
    expect(formatWorkspacesParam([])).toBeNull();
  });

  it('builds the filtered home path', () => {
    expect(homePathForWorkspaces(['my team'])).toBe('/?workspaces=my%20team');
    expect(homePathForWorkspaces(['a', 'b'])).toBe('/?workspaces=a%2Cb');
    expect(homePathForWorkspaces([])).toBe('/');
  });
});
