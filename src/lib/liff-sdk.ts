import CloseWindow from '@line/liff/close-window'
import liff from '@line/liff/core'
import GetIDToken from '@line/liff/get-id-token'
import GetProfile from '@line/liff/get-profile'
import IsApiAvailable from '@line/liff/is-api-available'
import IsInClient from '@line/liff/is-in-client'
import IsLoggedIn from '@line/liff/is-logged-in'
import Login from '@line/liff/login'
import OpenWindow from '@line/liff/open-window'
import ShareTargetPicker from '@line/liff/share-target-picker'

/**
 * The pluggable LIFF SDK with only the modules the site uses, as ONE lazy chunk: `lib/liff.ts`
 * imports this file dynamically, and only inside LINE. Add a module here before using its API.
 */
liff.use(new IsInClient()) // first: the mock plugin reads isInClient when installed
liff.use(new IsLoggedIn())
liff.use(new GetProfile())
liff.use(new GetIDToken()) // log in with LINE: the raw ID token goes to POST /api/line/login
liff.use(new CloseWindow())
liff.use(new OpenWindow())
liff.use(new IsApiAvailable())
liff.use(new Login())
liff.use(new ShareTargetPicker()) // affiliate: "แชร์ให้เพื่อนใน LINE"

export { liff }
