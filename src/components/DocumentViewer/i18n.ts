import { defineStrings, registerStrings } from '@/i18n';

/**
 * Strings of the shared document viewer (namespace 'documentViewer'). A namespace of its own, registered
 * when the viewer's code loads (with the screens that open documents), so that they stay out of the
 * start-up bundle that carries the other shared components' strings.
 */
export const strings = defineStrings(
  {
    close: '关闭文件',
    download: '下载文件',
    zoomIn: '放大',
    zoomOut: '缩小',
    pages_other: '共 {{count}} 页',
    page: '第 {{number}} 页',
    loading: '正在打开文件…',
    failed: '文件无法在应用内显示。',
    openInBrowser: '在浏览器中打开或下载',
  },
  {
    close: 'Close document',
    download: 'Download document',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    pages_one: '{{count}} page',
    pages_other: '{{count}} pages',
    page: 'Page {{number}}',
    loading: 'Opening the document…',
    failed: 'The document cannot be shown in the app.',
    openInBrowser: 'Open or download it in the browser',
  },
);

registerStrings('documentViewer', strings);
