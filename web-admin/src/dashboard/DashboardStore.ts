import { makeAutoObservable, runInAction } from 'mobx';
import { percentChange, weeklyUserPercent } from '../../../domain/percent-change.js';
import { errorText } from '../api/errors';
import type {
  AdminOrderRow,
  AnalyticsDetails,
  AnalyticsLists,
  AnalyticsPeriod,
  CouponStats,
  DashboardApi,
  MapEntry,
  RevenueDetails,
  SaleStat,
  SaleStatsMonths,
  ShippingSummary,
  TotalUserDetails,
} from './dashboard-api';

export const SALES_RANGES: { months: SaleStatsMonths; label: string }[] = [
  { months: 6, label: 'Last 6 Months' },
  { months: 12, label: 'Last Year' },
  { months: 18, label: 'Last 18 Months' },
  { months: 24, label: 'Last 2 Years' },
];

export const PERIODS: { period: AnalyticsPeriod; label: string }[] = [
  { period: 'today', label: 'Today' },
  { period: 'yesterday', label: 'Yesterday' },
  { period: '7daysAgo', label: 'Last 7 days' },
  { period: '28daysAgo', label: 'Last 28 days' },
  { period: '90daysAgo', label: 'Last 90 days' },
];

/**
 * The dashboard: summary figures with their percent change (admin.md §5, the domain's rule), the
 * monthly sales chart and its range, the analytics of a period, latest orders, averages and coupon
 * use. The summary figures (revenue, users) are shown by the layout on every short admin path and
 * kept current by the realtime channel (RealtimeStore).
 */
export class DashboardStore {
  revenue: RevenueDetails | null = null;
  users: TotalUserDetails | null = null;
  months: SaleStatsMonths = 6;
  sales: SaleStat[] = [];
  salesLoading = false;
  period: AnalyticsPeriod = '7daysAgo';
  details: AnalyticsDetails | null = null;
  lists: AnalyticsLists | null = null;
  map: MapEntry[] = [];
  analyticsLoading = false;
  latestOrders: AdminOrderRow[] = [];
  averageOrderSize: number | null = null;
  averageOrderValue: number | null = null;
  perShipping: ShippingSummary[] = [];
  coupons: CouponStats | null = null;
  loading = false;
  error: string | null = null;
  readonly #api: DashboardApi;
  /** Counts realtime figures taken, so an answer asked for before the latest event cannot undo it. */
  #revenueEvents = 0;
  #usersEvents = 0;

  constructor(api: DashboardApi) {
    this.#api = api;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get salesChange(): number | null {
    return this.revenue ? percentChange(this.revenue.todaysTotal, this.revenue.yesterdayTotal) : null;
  }

  get ordersChange(): number | null {
    return this.revenue ? percentChange(this.revenue.totalOrdersToday, this.revenue.totalOrdersYesterday) : null;
  }

  get usersChange(): number | null {
    return this.users ? weeklyUserPercent(this.users.weeklyCount, this.users.totalCount) : null;
  }

  /** Everything on the screen, at once; a failure is kept as the screen's error. */
  async load(): Promise<void> {
    this.loading = true;
    this.error = null;
    try {
      const [revenue, users, latest, size, value, perShipping, coupons] = await Promise.all([
        this.#api.revenue(),
        this.#api.users(),
        this.#api.latestOrders(),
        this.#api.averageOrderSize(),
        this.#api.averageOrderValue(),
        this.#api.perShipping(),
        this.#api.couponStats(),
        this.loadSales(),
        this.loadAnalytics(),
      ]);
      runInAction(() => {
        this.revenue = revenue;
        this.users = users;
        this.latestOrders = latest;
        this.averageOrderSize = size;
        this.averageOrderValue = value;
        this.perShipping = perShipping;
        this.coupons = coupons;
      });
    } catch (error) {
      runInAction(() => (this.error = errorText(error)));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** The summary cards' figures (today's sales and orders, active users); a failure leaves the shown ones. */
  async loadSummary(): Promise<void> {
    const seen = [this.#revenueEvents, this.#usersEvents];
    try {
      const [revenue, users] = await Promise.all([this.#api.revenue(), this.#api.users()]);
      runInAction(() => {
        if (this.#revenueEvents === seen[0]) this.revenue = revenue;
        if (this.#usersEvents === seen[1]) this.users = users;
      });
    } catch {
      /* the next event or visit reads again */
    }
  }

  async setMonths(months: SaleStatsMonths): Promise<void> {
    this.months = months;
    await this.loadSales();
  }

  async setPeriod(period: AnalyticsPeriod): Promise<void> {
    this.period = period;
    await this.loadAnalytics();
  }

  async loadSales(): Promise<void> {
    const months = this.months;
    this.salesLoading = true;
    try {
      const sales = await this.#api.saleStats(months);
      runInAction(() => {
        if (this.months === months) this.sales = sales; // a late answer for another range is dropped
      });
    } finally {
      runInAction(() => (this.salesLoading = false));
    }
  }

  async loadAnalytics(): Promise<void> {
    const period = this.period;
    this.analyticsLoading = true;
    try {
      const [details, lists, map] = await Promise.all([this.#api.analyticsDetails(period), this.#api.analyticsLists(period), this.#api.mapData(period)]);
      runInAction(() => {
        if (this.period !== period) return;
        this.details = details;
        this.lists = lists;
        this.map = map;
      });
    } finally {
      runInAction(() => (this.analyticsLoading = false));
    }
  }

  /** A realtime event: new figures at once, then the chart and the latest orders read again. */
  applyEvent(event: string, data: unknown): void {
    if (event === 'revenue') {
      this.#revenueEvents += 1;
      this.revenue = data as RevenueDetails;
      void this.#refreshOrders();
    } else if (event === 'users') {
      this.#usersEvents += 1;
      this.users = data as TotalUserDetails;
    }
  }

  async #refreshOrders(): Promise<void> {
    try {
      const [latest] = await Promise.all([this.#api.latestOrders(), this.loadSales()]);
      runInAction(() => (this.latestOrders = latest));
    } catch {
      /* the figures already shown stay; the next event or visit reads again */
    }
  }
}
