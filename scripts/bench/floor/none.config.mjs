// The floor page is served with Vite's defaults: no proxy, no headers of the app's.
export default {};
