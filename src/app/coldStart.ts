/**
 * Empty: a module home's first reads start from its route loader (shell/routing `prefetching`), which
 * the router runs before React's first render (main.tsx). This file stays only while
 * scripts/firstScreen.ts and vite.config.ts still name it (index.html's start script imports it); it
 * goes with them (#27 item 4).
 */
export {};
