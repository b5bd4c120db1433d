import type { Wallet } from '../../../src/contract/wallet'
import type { GameTile } from '../../../src/features/games/types'

export const tile = (game_id: number, name: string, extra: Partial<GameTile> = {}): GameTile => ({
  game_id,
  provider_id: 1,
  provider_code: 'builtin',
  sub_provider_id: null,
  code: `g${game_id}`,
  name,
  category: 'slot',
  thumbnail: `/images/games/g${game_id}.svg`,
  has_demo: true,
  wallet_types: [1, 2],
  ...extra,
})

export const SLOT = tile(1, 'สล็อต')
export const FREESPIN = tile(2, 'ฟรีสปิน', { category: 'freespin' })
export const BACCARAT = tile(3, 'บาคาร่า', { category: 'casino', has_demo: false })

export const PROVIDERS = [
  { provider_id: 1, code: 'builtin', name: 'BW Games', logo: '/images/providers/builtin.svg' },
]

export const MAIN: Wallet = { id: 11, wallet_name: 'กระเป๋าหลัก', balance: 500, wallet_type_id: 1 }
export const BONUS: Wallet = { id: 12, wallet_name: 'เครดิตโบนัส', balance: 120, wallet_type_id: 3 }
export const EMPTY_BONUS: Wallet = { id: 13, wallet_name: 'เครดิตฟรี', balance: 0, wallet_type_id: 2 }

export const LINK = '/provider/builtin/slot/?token=launch-1'
export const DEMO_LINK = '/provider/builtin/slot/?demo=1'
