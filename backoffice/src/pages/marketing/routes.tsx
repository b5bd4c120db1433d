import { Route, Switch } from 'wouter'
import { MarketingIndexPage } from './index'
import { MARKETING_SECTIONS } from './sections'

/** Everything under /marketing (nested: paths here are relative to it). */
export function MarketingRoutes() {
  return (
    <Switch>
      {MARKETING_SECTIONS.map((section) => (
        <Route key={section.path} path={section.path} component={section.page} />
      ))}
      <Route component={MarketingIndexPage} />
    </Switch>
  )
}
