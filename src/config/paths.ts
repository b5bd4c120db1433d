/**
 * Every path of the site (product spec section 2), in one place. The route table, menus, the drawer,
 * links in pages and the tests read them from here, so a path is typed once.
 */
export const PATHS = {
  home: '/',
  login: '/login',
  register: '/register',
  forgot: '/forgot',
  /** Where LINE Login sends the browser back (the server's default LINE callback URL). */
  lineCallback: '/line/callback',
  promotions: '/promotions',
  affiliate: '/affiliate',
  cashback: '/cashback',
  redeem: '/redeem',
  winloss: '/winloss',
  play: '/play',
  lottoLobby: '/lotto/lobby',
  lottoBills: '/lotto/bills',
  lottoRates: '/lotto/rates',
  lottoResults: '/lotto/results',
  lottoYeekee: '/lotto/yeekee',
  profile: '/member/profile',
  deposit: '/member/deposit',
  payment: '/member/payment',
  withdraw: '/member/withdraw',
  statement: '/member/statement',
  /** Responsible play (เล่นอย่างรับผิดชอบ): limits, reality check, time-out, self-exclusion. */
  responsible: '/member/responsible',
  responsibleHistory: '/member/responsible/history',
  memberPromotions: '/member/promotions',
  coupon: '/member/coupon',
  quests: '/member/creditfree',
  wheel: '/member/wheel',
  memberWinloss: '/member/winloss',
  /** The LIFF app's Endpoint URL inside LINE: the LIFF home; its pages are `/liff/<name>`. */
  liffHome: '/liff',
} as const

/** Route patterns (wouter syntax) of the pages with a parameter; the functions below fill them. */
export const PATTERNS = {
  lottoRound: '/lotto/:round_id?',
  /** One category's rounds (lotto/rounds), e.g. `/lotto/category/gov`. */
  lottoCategory: '/lotto/category/:code',
  /** One round's result (lotto/result). */
  lottoResult: '/lotto/result/:round_id',
  yeekeeRound: '/lotto/yeekee/:round_id',
  lobby: '/lobby/:name?',
  /** Any `/liff/<name>` no route row serves (the LIFF layout's 404). */
  liff: '/liff/*',
  poll: '/poll/:id?',
} as const

/** The game lobbies of the spec (`/lobby/{name}`). */
export type LobbyName = 'casino' | 'slot' | 'sport' | 'fishing' | 'freespin'

export const lottoRoundPath = (roundId: number): string => `/lotto/${roundId}`
/** A lottery category's rounds; `code` is a category code of contract/lotto-rules.ts (`gov`, `lao`...). */
export const lottoCategoryPath = (code: string): string => `/lotto/category/${code}`
/** A round's own result page (from a bill, the results list, a category's rounds). */
export const lottoResultPath = (roundId: number): string => `/lotto/result/${roundId}`
/** A Yeekee round's board (shots, shooting, and the result's arithmetic once out). */
export const yeekeeRoundPath = (roundId: number): string => `/lotto/yeekee/${roundId}`
export const lobbyPath = (name: LobbyName): string => `/lobby/${name}`
/** `/lobby` with no name: every category's games. */
export const allLobbiesPath = '/lobby'
/** A page LINE opens inside its app: `/liff/<name>`, one of the route table's LIFF names. */
export const liffPath = (name: string): string => `/liff/${encodeURIComponent(name)}`
export const pollPath = (id: number): string => `/poll/${id}`
/** The quests page opened on an event's quest (event/quest), from the event dialog. */
export const questEventPath = (eventId: number): string => `/member/creditfree?event=${eventId}`
