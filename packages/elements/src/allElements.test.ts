import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_ELEMENTS } from './allElements';
import { elementsManifest, withReference } from './manifest/elementsManifest';
import { tagOfElementFile } from './manifest/tagOfElementFile';

const elementFiles = readdirSync(resolve(import.meta.dirname, 'elements')).filter((file) =>
  file.endsWith('Element.tsx'),
);

describe('the elements', () => {
  it('registers every element file, under the tag its file name gives', () => {
    expect(ALL_ELEMENTS.map((element) => element.name).sort()).toEqual(
      elementFiles.map((file) => file.replace(/\.tsx$/, '')).sort(),
    );
    for (const element of ALL_ELEMENTS) {
      expect(element.contract.tag).toBe(tagOfElementFile(`${element.name}.tsx`));
      expect(element.contract.className).toBe(element.name);
    }
  });

  it('keep the naming rules: kebab-case attributes, mg- events, and every element has the shared contract', () => {
    for (const { contract } of ALL_ELEMENTS) {
      for (const [property, entry] of Object.entries(contract.attributes)) {
        expect(entry.attribute).toMatch(/^[a-z]+(-[a-z]+)*$/);
        expect(entry.attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())).toBe(
          property,
        );
      }
      expect(Object.keys(contract.events).every((name) => name.startsWith('mg-'))).toBe(true);
      expect(Object.keys(contract.attributes)).toEqual(
        expect.arrayContaining(['baseUrl', 'apiKey', 'locale', 'theme']),
      );
      expect(Object.keys(contract.properties)).toEqual(
        expect.arrayContaining(['token', 'tokenProvider', 'fetch']),
      );
      expect(Object.keys(contract.events)).toEqual(expect.arrayContaining(['mg-ready', 'mg-error']));
      expect(contract.parts.root).toBeTruthy();
      // Besides its box, each element names its main surface, so a page can style it with ::part().
      expect(Object.keys(contract.parts).filter((name) => name !== 'root'), contract.tag).not.toEqual([]);
    }
  });

  it('has the annotation events with the saved record on mg-annotation-view', () => {
    const view = ALL_ELEMENTS.find((element) => element.contract.tag === 'mg-annotation-view')!.contract;
    for (const name of ['mg-submitted', 'mg-discarded', 'mg-draft-saved'] as const) {
      expect(view.events[name]?.detail).toContain('datasetId: string; recordId: string; values');
    }
  });

  it('makes a Custom Elements Manifest with one module per element entry', () => {
    const manifest = elementsManifest();
    expect(manifest.schemaVersion).toBe('2.1.0');
    expect(manifest.modules.map((module) => module.path)).toEqual(
      ALL_ELEMENTS.map((element) => `dist/${element.contract.tag}.js`),
    );
    const view = manifest.modules.find((module) => module.path === 'dist/mg-annotation-view.js')!
      .declarations[0]!;
    expect(view.attributes.find((entry) => entry.name === 'dataset-id')).toMatchObject({
      fieldName: 'datasetId',
    });
    expect(view.attributes.find((entry) => entry.name === 'record-id')).toMatchObject({
      fieldName: 'recordId',
      type: { text: 'string' },
    });
    expect(view.members.find((member) => member.name === 'record')).toMatchObject({ readonly: true });
    expect(view.events.map((event) => event.name)).toContain('mg-submitted');
    expect(view.cssParts.map((part) => part.name)).toEqual(
      expect.arrayContaining(['root', 'record', 'questions']),
    );
  });

  it('names the manifest in package.json (customElements) where the build writes it, shipped and exported', () => {
    const manifest = JSON.parse(readFileSync(resolve(import.meta.dirname, '../package.json'), 'utf8')) as {
      customElements?: string;
      files: string[];
      exports: Record<string, unknown>;
    };
    expect(manifest.customElements).toBe('dist/custom-elements.json');
    expect(manifest.files).toContain('dist');
    expect(manifest.exports['./custom-elements.json']).toBe('./dist/custom-elements.json');
    const build = readFileSync(resolve(import.meta.dirname, '../scripts/build-manifest.mjs'), 'utf8');
    expect(build).toContain('dist/custom-elements.json');
  });

  it('docs/embedding.md carries the reference made from the manifest (run `pnpm --filter @marginalia/elements docs`)', () => {
    const page = readFileSync(resolve(import.meta.dirname, '../../../docs/embedding.md'), 'utf8');
    expect(withReference(page)).toBe(page);
  });
});
