// The PDFView component the Extralit frontend imports from its PDF viewer package: props `src`, `fileName`,
// `scale`, `pageNumber`, `sidebarFeatureVisible`, the toolbox and state slots, and `destroy()`. Like the original it
// hands `src` to pdf.js, which fetches it without an Authorization header, so the document URL must work on its
// own. pdf.js runs on the main thread (window.pdfjsWorker) so no worker file has to be served.
import * as pdfjsLib from 'pdfjs-dist/build/pdf';
import * as pdfjsWorker from 'pdfjs-dist/build/pdf.worker';

if (typeof window !== 'undefined') window.pdfjsWorker = pdfjsWorker;

export const PDFView = {
  name: 'PDFView',
  props: {
    src: { type: String, default: '' },
    fileName: { type: String, default: '' },
    scale: { type: [String, Number], default: 1 },
    pageNumber: { type: [Number, String], default: 1 },
    sidebarFeatureVisible: { type: Boolean, default: false },
  },
  data() {
    return { state: 'idle', pageCount: 0, error: null };
  },
  watch: {
    src: { immediate: true, handler: 'load' },
    scale: 'renderPages',
    pageNumber: 'scrollToPage',
  },
  beforeDestroy() {
    this.destroy();
  },
  methods: {
    async load(src) {
      this.destroy();
      if (!src) return;
      this.state = 'loading';
      this.task = pdfjsLib.getDocument(src);
      try {
        this.pdf = await this.task.promise;
        this.pageCount = this.pdf.numPages;
        this.state = 'loaded';
        await this.$nextTick();
        await this.renderPages();
        this.scrollToPage(this.pageNumber);
      } catch (error) {
        this.state = 'error';
        this.error = String(error && error.message ? error.message : error);
        this.$emit('error', error);
      }
    },
    async renderPages() {
      if (!this.pdf) return;
      const scale = Number(this.scale) || 1;
      for (let index = 1; index <= this.pdf.numPages; index += 1) {
        const page = await this.pdf.getPage(index);
        const viewport = page.getViewport(scale);
        const canvas = this.$refs[`page-${index}`];
        if (!canvas) return;
        canvas.width = viewport.width;
        canvas.height = viewport.height;
        await page.render({ canvasContext: canvas.getContext('2d'), viewport }).promise;
      }
      this.$emit('rendered', this.pdf.numPages);
    },
    scrollToPage(pageNumber) {
      const canvas = this.$refs[`page-${Number(pageNumber) || 1}`];
      if (canvas && canvas.scrollIntoView) canvas.scrollIntoView({ block: 'start' });
    },
    destroy() {
      if (this.task) this.task.destroy();
      this.task = null;
      this.pdf = null;
      this.pageCount = 0;
    },
  },
  render(h) {
    const pages = [];
    for (let index = 1; index <= this.pageCount; index += 1) {
      pages.push(
        h('canvas', {
          ref: `page-${index}`,
          refInFor: false,
          class: 'pdf-view__page',
          attrs: { 'data-page': index },
        }),
      );
    }
    return h('div', { class: ['pdf-view', `pdf-view--${this.state}`], attrs: { 'data-state': this.state } }, [
      h('div', { class: 'pdf-view__toolbar' }, [this.$slots['left-toolbox'], this.$slots['right-toolbox']]),
      this.state === 'loading' ? this.$slots.loading : null,
      this.state === 'error' ? [this.$slots.error, h('p', { class: 'pdf-view__error' }, this.error)] : null,
      h('div', { class: 'pdf-view__pages' }, pages),
    ]);
  },
};

export default PDFView;
