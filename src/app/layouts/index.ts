import type { ComponentType, ReactNode } from 'react'
import { AuthLayout } from './auth-layout'
import { DefaultLayout } from './default-layout'
import { GameLayout } from './game-layout'
import { LiffLayout } from './liff-layout'
import { LobbyLayout } from './lobby-layout'
import { NoAuthLayout } from './no-auth-layout'
import { PaymentLayout } from './payment-layout'

/** The seven layouts of the spec, by name (the route table picks one per route). */
export const LAYOUTS = {
  default: DefaultLayout,
  auth: AuthLayout,
  game: GameLayout,
  liff: LiffLayout,
  lobby: LobbyLayout,
  'no-auth': NoAuthLayout,
  payment: PaymentLayout,
} satisfies Record<string, ComponentType<{ children: ReactNode }>>

export type LayoutName = keyof typeof LAYOUTS
