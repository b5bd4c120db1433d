/**
 * What wouter imports as `use-sync-external-store/shim` (vite.config.ts aliases it here): React 19
 * has the hook itself, so the shim's copy for React 17 and older is not shipped.
 */
export { useSyncExternalStore } from 'react'
