import { lazyModule } from '../../lazy/lazyModule';

/** The guidelines drawer, loaded when first opened (the markdown renderer it needs may not be loaded yet). */
export const guidelinesDrawerModule = lazyModule(() => import('./GuidelinesDrawer').then((m) => m.GuidelinesDrawer));
