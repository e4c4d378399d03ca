import type { ElementContract } from '../base/ElementContract';

/** A Custom Elements Manifest (schema 2.1.0), as far as the elements use it. */
export interface CustomElementsManifest {
  schemaVersion: '2.1.0';
  readme: string;
  modules: ManifestModule[];
}

interface ManifestModule {
  kind: 'javascript-module';
  path: string;
  declarations: ManifestElement[];
  exports: ManifestExport[];
}

interface ManifestElement {
  kind: 'class';
  customElement: true;
  name: string;
  tagName: string;
  description: string;
  superclass: { name: string; module: string };
  attributes: {
    name: string;
    fieldName: string;
    type: { text: string };
    description: string;
    default?: string;
  }[];
  members: {
    kind: 'field';
    name: string;
    type: { text: string };
    description: string;
    attribute?: string;
    reflects?: boolean;
    readonly?: boolean;
  }[];
  events: { name: string; type: { text: string }; description: string }[];
  cssParts: { name: string; description: string }[];
  cssProperties: { name: string; description: string }[];
}

type ManifestExport =
  | { kind: 'js'; name: string; declaration: { name: string; module: string } }
  | { kind: 'custom-element-definition'; name: string; declaration: { name: string; module: string } };

const ATTRIBUTE_PROPERTY_TYPES = {
  string: 'string | null',
  number: 'number | null',
  boolean: 'boolean',
} as const;

function elementOf(contract: ElementContract): ManifestElement {
  return {
    kind: 'class',
    customElement: true,
    name: contract.className,
    tagName: contract.tag,
    description: contract.summary,
    superclass: { name: 'MarginaliaElement', module: 'dist/index.js' },
    attributes: Object.entries(contract.attributes).map(([fieldName, entry]) => ({
      name: entry.attribute,
      fieldName,
      type: { text: entry.type },
      description: entry.description,
      ...(entry.default === undefined ? {} : { default: entry.default }),
    })),
    members: [
      ...Object.entries(contract.attributes).map(([name, entry]) => ({
        kind: 'field' as const,
        name,
        type: { text: ATTRIBUTE_PROPERTY_TYPES[entry.type] },
        description: entry.description,
        attribute: entry.attribute,
        ...(entry.reflect ? { reflects: true } : {}),
      })),
      ...Object.entries(contract.properties).map(([name, entry]) => ({
        kind: 'field' as const,
        name,
        type: { text: entry.type },
        description: entry.description,
        ...(entry.readonly ? { readonly: true } : {}),
      })),
    ],
    events: Object.entries(contract.events).map(([name, entry]) => ({
      name,
      type: { text: `CustomEvent<${entry.detail}>` },
      description: entry.description,
    })),
    cssParts: Object.entries(contract.parts).map(([name, description]) => ({ name, description })),
    cssProperties: Object.entries(contract.cssProperties).map(([name, description]) => ({
      name,
      description,
    })),
  };
}

/**
 * The Custom Elements Manifest of the given elements: one module per element (its own entry point,
 * `dist/<tag>.js`, which defines it), with attributes, properties, events, parts and CSS properties.
 *
 * @example
 * writeFileSync('dist/custom-elements.json', JSON.stringify(manifestOf(ALL_ELEMENTS.map((e) => e.contract)), null, 2));
 */
export function manifestOf(contracts: readonly ElementContract[]): CustomElementsManifest {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: contracts.map((contract) => {
      const path = `dist/${contract.tag}.js`;
      const declaration = { name: contract.className, module: path };
      return {
        kind: 'javascript-module',
        path,
        declarations: [elementOf(contract)],
        exports: [
          { kind: 'js', name: contract.className, declaration },
          { kind: 'custom-element-definition', name: contract.tag, declaration },
        ],
      };
    }),
  };
}
