import { Route, Switch } from 'wouter'
import { LotteryRoundPage } from './round'
import { LotteryRoundsPage } from './rounds'
import { YeekeeBonusPage } from './yeekee-bonus'

/** Everything under /lottery (nested: paths here are relative to it). */
export function LotteryRoutes() {
  return (
    <Switch>
      <Route path="/round/:id" component={LotteryRoundPage} />
      <Route path="/yeekee-bonus" component={YeekeeBonusPage} />
      <Route component={LotteryRoundsPage} />
    </Switch>
  )
}
