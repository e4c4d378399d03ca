import type { CustomElementsManifest } from './manifestOf';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/**
 * The docs' reference of every element, as Markdown, made from the manifest: per element its attributes,
 * properties, events, parts and CSS custom properties.
 *
 * @example
 * referenceTableOf(manifest); // '### `<mg-sign-in>`\n…'
 */
export function referenceTableOf(manifest: CustomElementsManifest): string {
  const elements = manifest.modules.flatMap((module) => module.declarations);
  // The theme's properties every element reads are listed once, below; an element's own ones in its table.
  const everywhere = (name: string) => elements.every((element) => element.cssProperties.some((entry) => entry.name === name));
  const sections = manifest.modules.flatMap((module) =>
    module.declarations.map((element) => {
      const rows = [
        ...element.attributes.map(
          (entry) =>
            `| attribute | \`${entry.name}\` (\`.${entry.fieldName}\`) | \`${cell(entry.type.text)}\` | ${cell(entry.description)}${entry.default ? ` Default: ${cell(entry.default)}.` : ''} |`,
        ),
        ...element.members
          .filter((member) => member.attribute === undefined)
          .map(
            (member) =>
              `| property | \`.${member.name}\`${member.readonly ? ' (read only)' : ''} | \`${cell(member.type.text)}\` | ${cell(member.description)} |`,
          ),
        ...element.events.map(
          (event) =>
            `| event | \`${event.name}\` | \`${cell(event.type.text)}\` | ${cell(event.description)} |`,
        ),
        ...element.cssParts.map(
          (part) => `| part | \`::part(${part.name})\` | | ${cell(part.description)} |`,
        ),
        ...element.cssProperties
          .filter((entry) => !everywhere(entry.name))
          .map((entry) => `| CSS property | \`${entry.name}\` | | ${cell(entry.description)} |`),
      ];
      return [
        `### \`<${element.tagName}>\``,
        '',
        `${element.description} Script: \`${module.path.replace(/^dist\//, '')}\`; class \`${element.name}\`.`,
        '',
        '| kind | name | type | meaning |',
        '| --- | --- | --- | --- |',
        ...rows,
      ].join('\n');
    }),
  );
  const cssProperties = (elements[0]?.cssProperties ?? []).filter((entry) => everywhere(entry.name));
  const css = [
    '### CSS custom properties (every element)',
    '',
    '| property | meaning |',
    '| --- | --- |',
    ...cssProperties.map((entry) => `| \`${entry.name}\` | ${cell(entry.description)} |`),
  ].join('\n');
  return `${[...sections, css].join('\n\n')}\n`;
}
