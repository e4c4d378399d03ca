import { useEffect, useRef } from 'react';
import {
  createReferenceTableSession,
  type KeyValueStorage,
  type ReferenceTableSession,
  type ReferenceValues,
  type SchemaLoader,
  type TableValue,
} from '@marginalia/core';
import { useCoreSession } from '../hooks/useCoreSession';

export interface ReferenceTableSessionProps {
  value: unknown;
  editable: boolean;
  loadSchema?: SchemaLoader;
  referenceValues?: ReferenceValues;
  onChange?(value: TableValue | null): void;
  layoutStorage?: KeyValueStorage;
  layoutKey?: string;
}

/**
 * The reference table's session for the component's lifetime ({@link useCoreSession}): created once, handed
 * each new value (the session skips its own echo), kept in step with `editable`, the schema loader and the
 * reference values, disposed on unmount.
 */
export function useReferenceTableSession(props: ReferenceTableSessionProps): ReferenceTableSession {
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  const session = useCoreSession(
    () =>
      createReferenceTableSession({
        editable: props.editable,
        loadSchema: props.loadSchema,
        referenceValues: props.referenceValues,
        storage: props.layoutStorage,
        layoutKey: props.layoutKey,
        onChange: (value) => onChange.current?.(value),
      }),
    // Made once: the effects below hand it each new value, `editable` and reference values.
    [],
  );
  useEffect(() => {
    void session.receive(props.value);
  }, [session, props.value]);
  useEffect(() => session.table.getState().setEditable(props.editable), [session, props.editable]);
  // A page may know the workspace (so have a loader) only after the table has mounted and loaded.
  useEffect(() => {
    void session.table.getState().setSchemaLoader(props.loadSchema);
  }, [session, props.loadSchema]);
  useEffect(() => {
    if (props.referenceValues) session.table.getState().setReferenceValues(props.referenceValues);
  }, [session, props.referenceValues]);
  return session;
}
