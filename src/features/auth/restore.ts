import { restoreSession } from './session'

// Imported first by main.tsx, so it runs before any module that reads local_data at load (the
// session atoms read it on creation) and before any call: an inconsistent flag/token pair is
// already repaired when the atoms and the api-client read it.
restoreSession()
