/// <reference types="vitepress/client" />

declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent;
  export default component;
}

interface ImportMetaEnv {
  /** The server the live examples use unless the reader names another (default http://localhost:6900). */
  readonly VITE_MARGINALIA_DEMO_SERVER?: string;
  readonly VITE_MARGINALIA_DEMO_API_KEY?: string;
}
