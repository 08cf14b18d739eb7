// The interface face (Inter) is used only on a device that already holds it. On a phone's network its
// 48 KB shared the link with the scripts that render the first page and pushed home's largest paint
// past 2.5 s (bench/README.md, web vitals), and with `font-display: optional` a face that arrives
// late is not used on that page load anyway. So a first visit sets the interface in a fallback with
// Inter's metrics (fonts.css); once the page has settled, the face is fetched into the HTTP cache, and every later
// page load starts with it (tokens.css: `html.interface-font`). Switching only between page loads
// means text never reflows under the reader.
import interLatinUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

const CACHED_KEY = 'oneiro.interfaceFontCached';
/** After the load event: the first page's own requests (its chunks, its data) are done by then. */
const FETCH_DELAY_MS = 3000;

export function applyInterfaceFont(): void {
  if (localStorage.getItem(CACHED_KEY) === '1') {
    document.documentElement.classList.add('interface-font');
    return;
  }
  const fetchForNextPage = () =>
    fetch(interLatinUrl)
      .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(new Error(String(response.status)))))
      .then(() => localStorage.setItem(CACHED_KEY, '1'))
      .catch(() => {}); // Offline or refused: the system face stays, and the next page load tries again.
  const later = () => setTimeout(fetchForNextPage, FETCH_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
