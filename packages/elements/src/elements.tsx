import r2wc from '@r2wc/react-to-web-component';
import { AnnotationView, DatasetList, SignIn, useSession } from '@marginalia/react';
import { useRef } from 'react';
import { dispatchFromHost, ElementRoot, type ElementRootProps } from './ElementRoot';

const rootAttributes = { baseUrl: 'string', apiKey: 'string', locale: 'string', theme: 'string' } as const;

/** Renders its children once the element's session is known, so a component never flashes signed-out. */
function WhenSessionKnown({ children }: { children: React.ReactNode }) {
  const status = useSession((state) => state.status);
  return status === 'restoring' ? null : <>{children}</>;
}

function SignInElementView(props: ElementRootProps) {
  const anchor = useRef<HTMLSpanElement>(null);
  return (
    <ElementRoot {...props}>
      <span ref={anchor} hidden />
      <SignIn onSignedIn={() => dispatchFromHost(anchor.current, 'mg-signed-in', {})} />
    </ElementRoot>
  );
}

function DatasetListElementView(props: ElementRootProps) {
  return (
    <ElementRoot {...props}>
      <WhenSessionKnown>
        <DatasetList />
      </WhenSessionKnown>
    </ElementRoot>
  );
}

function AnnotationViewElementView({ datasetId, ...props }: ElementRootProps & { datasetId?: string }) {
  return (
    <ElementRoot {...props}>
      <WhenSessionKnown>{datasetId ? <AnnotationView datasetId={datasetId} /> : null}</WhenSessionKnown>
    </ElementRoot>
  );
}

/** `<mg-sign-in>`: fires `mg-signed-in` after a successful sign-in. */
export const SignInElement = r2wc(SignInElementView, { shadow: 'open', props: rootAttributes });
/** `<mg-dataset-list>`: the datasets of the signed-in user (or of the `api-key`). Fires `mg-navigate`. */
export const DatasetListElement = r2wc(DatasetListElementView, { shadow: 'open', props: rootAttributes });
/** `<mg-annotation-view dataset-id="…">`: focus-mode annotation of one dataset. */
export const AnnotationViewElement = r2wc(AnnotationViewElementView, {
  shadow: 'open',
  props: { ...rootAttributes, datasetId: 'string' },
});
