import { followOtherTabs, restoreSession } from './session'

// Imported first by main.tsx, so it runs before any module that reads local_data at load (the
// auth atoms read it on creation) and before any call: the stored token is back in the api-client,
// and an inconsistent flag/token pair is already repaired when the atoms read it.
restoreSession()
followOtherTabs()
