import { lazyModule } from '../lazy/lazyModule';
import { useLazyModule } from '../lazy/useLazyModule';
import { useStoreSelector } from '../hooks/useStoreSelector';
import type { ToasterProps } from './Toaster';
import { useNotificationsStore } from './useNotifications';

/** The toaster's code (its component and styles), loaded with the first notification. */
export const toasterModule = lazyModule(() => import('./Toaster').then((module) => module.Toaster));

/**
 * The {@link Toaster}, loaded on demand: nothing shows until a first notification, so a page that never notifies
 * never downloads it (the custom elements' size budget). Each toast is its own live region, announced when it is
 * added, so the toasts shown once the code has loaded are announced as the eager toaster's are.
 *
 * @example
 * <LazyToaster />
 */
export function LazyToaster(props: ToasterProps) {
  const fromContext = useNotificationsStore();
  const store = props.store ?? fromContext;
  const notified = useStoreSelector(store, (s) => s.notifications.length > 0);
  return notified || toasterModule.loaded() ? <LoadedToaster store={store} /> : null;
}

function LoadedToaster({ store }: Required<ToasterProps>) {
  const Toaster = useLazyModule(toasterModule);
  return Toaster ? <Toaster store={store} /> : null;
}
