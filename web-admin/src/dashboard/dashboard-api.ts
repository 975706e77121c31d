import type {
  AdminOrderRow,
  AnalyticsPeriod,
  AverageOrderSize,
  AverageOrderValue,
  CouponStats,
  LatestOrdersAnswer,
  RevenueDetails,
  SaleStat,
  SaleStatsMonths,
  ShippingSummary,
  TotalUserDetails,
} from '../../../adapters/http/contract/dashboard.js';
import type { ApiClient } from '../../../web-shared/api/client';
import { adminPath } from '../api/paths';

export type { AdminOrderRow, AnalyticsPeriod, CouponStats, RevenueDetails, SaleStat, SaleStatsMonths, ShippingSummary, TotalUserDetails } from '../../../adapters/http/contract/dashboard.js';

export interface AnalyticsDetails {
  totalUsers: number;
  desktopUsers: number;
  mobileUsers: number;
  tabletUsers: number;
}
export interface NamedCount {
  name: string;
  count: number;
}
export interface AnalyticsLists {
  countryList: NamedCount[];
  regionList: NamedCount[];
  cityList: NamedCount[];
}
export interface MapEntry {
  country: string;
  code: string;
  count: number;
}

/** The dashboard's calls (admin-api.md "## Dashboard"). */
export class DashboardApi {
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
  }

  revenue = (): Promise<RevenueDetails> => this.#api.get(adminPath('revenueDetails'));
  users = (): Promise<TotalUserDetails> => this.#api.get(adminPath('getTotalUserDetails'));
  saleStats = (months: SaleStatsMonths): Promise<SaleStat[]> => this.#api.get(adminPath('getSaleStats', months));
  latestOrders = async (): Promise<AdminOrderRow[]> => (await this.#api.get<LatestOrdersAnswer>(adminPath('getLatestOrders'))).orders;
  averageOrderSize = async (): Promise<number> => (await this.#api.get<AverageOrderSize>(adminPath('getAverageOrderSize'))).averageOrderSize;
  averageOrderValue = async (): Promise<number> => (await this.#api.get<AverageOrderValue>(adminPath('getAverageOrderValue'))).averageOrderValue;
  perShipping = (): Promise<ShippingSummary[]> => this.#api.get(adminPath('getAveragePerShipping'));
  couponStats = (): Promise<CouponStats> => this.#api.get(adminPath('calculateCouponStats'));
  analyticsDetails = (period: AnalyticsPeriod): Promise<AnalyticsDetails> => this.#api.get(adminPath('googleAnalyticsDetails', period));
  analyticsLists = (period: AnalyticsPeriod): Promise<AnalyticsLists> => this.#api.get(adminPath('googleAnalyticsLists', period));
  mapData = (period: AnalyticsPeriod): Promise<MapEntry[]> => this.#api.get(adminPath('getMapData', period));
}
