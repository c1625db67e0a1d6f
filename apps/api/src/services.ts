import { brand } from '@shop/shared';
import { configuredAdapters } from './adapters/configured-adapters.ts';
import type { PaymentProvider } from './adapters/payments/payment-provider.ts';
import type { SandboxProvider } from './adapters/payments/sandbox/sandbox-provider.ts';
import type { PayoutProvider } from './adapters/payouts/payout-provider.ts';
import type { PayoutSandbox } from './adapters/payouts/sandbox/payout-sandbox.ts';
import { PublicWebClient } from './adapters/public-web/public-web-client.ts';
import type { ShippingSandbox } from './adapters/shipping/sandbox/shipping-sandbox.ts';
import type { ShippingProvider } from './adapters/shipping/shipping-provider.ts';
import { createUploadStores } from './adapters/storage/upload-stores.ts';
import type { Throttle } from './adapters/throttle/throttle.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { noMetrics, type ShopMetrics } from './domain/metrics.ts';
import { AddressesService } from './modules/addresses/addresses.service.ts';
import { DashboardService } from './modules/admin/dashboard.service.ts';
import { AuditLogService } from './modules/audit/audit-log.service.ts';
import { SecondFactorService } from './modules/auth/second-factor.service.ts';
import { TokenService } from './modules/auth/token.service.ts';
import { ArticleImages } from './modules/blog/article-images.ts';
import { BlogService } from './modules/blog/blog.service.ts';
import { BlogEditors } from './modules/blog/editors/blog-editors.ts';
import { CartRemindersService, scheduleCartReminders } from './modules/carts/cart-reminders.service.ts';
import { CartTokens } from './modules/carts/cart-token.ts';
import { CartsService } from './modules/carts/carts.service.ts';
import { consentGranted } from './modules/carts/consent-stand-in.ts';
import { InventoryService } from './modules/catalog/inventory.service.ts';
import { ProductEditorService } from './modules/catalog/product-editor.service.ts';
import { ProductSearchService } from './modules/catalog/product-search.ts';
import { ProductsService } from './modules/catalog/products.service.ts';
import { TaxonomyService } from './modules/catalog/taxonomy.service.ts';
import { TaxonomyEditorService } from './modules/catalog/taxonomy-editor.service.ts';
import { CodCheckoutService } from './modules/cod/cod-checkout.service.ts';
import { CodTeamConfirmation } from './modules/cod/cod-confirm.admin.service.ts';
import { CodConfirmationService, scheduleCodExpiry } from './modules/cod/cod-confirmation.service.ts';
import { CodOffersService } from './modules/cod/cod-offers.service.ts';
import { CodPrepayService } from './modules/cod/cod-prepay.service.ts';
import { CodRemittancesService } from './modules/cod/cod-remittances.service.ts';
import { RtoChecks } from './modules/cod/rto-check.ts';
import { ContactService } from './modules/contact/contact.service.ts';
import { ContentService } from './modules/content/content.service.ts';
import { ContentEditors } from './modules/content/editors/content-editors.ts';
import type { InstagramFeedService } from './modules/content/instagram-feed.service.ts';
import { createInstagramFeed } from './modules/content/instagram-setup.ts';
import { CouponEditorService } from './modules/coupons/coupon-editor.service.ts';
import { CouponsService } from './modules/coupons/coupons.service.ts';
import { INVOICE_JOB, InvoicesService } from './modules/invoices/invoice.service.ts';
import { JobQueue } from './modules/jobs/job-queue.ts';
import {
  type InvoicePdf,
  NOTIFICATION_JOB,
  NOTIFICATION_RETRIES,
  NotificationDispatcher,
} from './modules/notifications/notification-dispatcher.ts';
import { OrderNotices, type OwedMessage } from './modules/notifications/order-notices.ts';
import { smsTemplateIds } from './modules/notifications/sms-template-ids.ts';
import { CheckoutService } from './modules/orders/checkout.service.ts';
import { CodRefundsService, schedulePayoutsPoll } from './modules/orders/cod-refunds.service.ts';
import { OrderAdminQueriesService } from './modules/orders/order-admin-queries.service.ts';
import { OrderFulfilmentService } from './modules/orders/order-fulfilment.service.ts';
import { OrderQueriesService } from './modules/orders/order-queries.service.ts';
import { OrderTransitions } from './modules/orders/order-transition.ts';
import { PaymentCompletionService } from './modules/orders/payment-completion.service.ts';
import {
  PaymentReconciliationService,
  scheduleReconciliation,
} from './modules/orders/payment-reconciliation.service.ts';
import { RefundsService } from './modules/orders/refunds.service.ts';
import { PaymentEventsService } from './modules/payments/payment-events.service.ts';
import { ReviewModerationService } from './modules/reviews/review-moderation.service.ts';
import { ReviewsService } from './modules/reviews/reviews.service.ts';
import { ShopSettingsService } from './modules/settings/shop-settings.service.ts';
import { DeliveryEstimateService } from './modules/shipping/delivery-estimate.service.ts';
import { ShipmentViews } from './modules/shipping/shipment-views.ts';
import { createShippingServices, type ShippingServices } from './modules/shipping/shipping-services.ts';
import { IMAGE_MAX_BYTES, UploadsService } from './modules/uploads/uploads.service.ts';
import { OtpLoginService } from './modules/users/otp-login.service.ts';
import { UsersService } from './modules/users/users.service.ts';
import type { Secrets } from './secrets.ts';

/** Every service of the app, each built once; routes reach them as `app.services`. */
export interface Services {
  tokens: TokenService;
  audit: AuditLogService;
  users: UsersService;
  otpLogin: OtpLoginService;
  secondFactor: SecondFactorService;
  addresses: AddressesService;
  taxonomy: TaxonomyService;
  products: ProductsService;
  productEditor: ProductEditorService;
  taxonomyEditor: TaxonomyEditorService;
  uploads: UploadsService;
  inventory: InventoryService;
  reviews: ReviewsService;
  reviewModeration: ReviewModerationService;
  content: ContentService;
  /** The home page's reels from Instagram, refreshed in the background. */
  instagramFeed: InstagramFeedService;
  contentEditors: ContentEditors;
  blog: BlogService;
  blogEditors: BlogEditors;
  contact: ContactService;
  coupons: CouponsService;
  couponEditor: CouponEditorService;
  settings: ShopSettingsService;
  dashboard: DashboardService;
  orderQueries: OrderQueriesService;
  orderAdminQueries: OrderAdminQueriesService;
  checkout: CheckoutService;
  /** Delivery dates by PIN code, cached; approximate when the aggregator is slow, down or not configured. */
  deliveryEstimates: DeliveryEstimateService;
  /** Whether cash on delivery is offered for a basket, and why not (docs/cod.md#rules). */
  codOffers: CodOffersService;
  /** The courier's COD remittances, matched to orders (docs/cod.md#remittances). */
  codRemittances: CodRemittancesService;
  /** COD parcels back from a return to origin, put back on the shelf once checked (docs/cod.md). */
  rtoChecks: RtoChecks;
  /** Places cash-on-delivery orders (docs/cod.md#placing-an-order). */
  codCheckout: CodCheckoutService;
  /** A COD order's confirmation by the shopper's link or the team, and the expiry of unconfirmed ones. */
  codConfirmation: CodConfirmationService;
  codPrepay: CodPrepayService;
  /** The team's confirmation of a COD order after a call, which also clears a high-risk one for packing. */
  codTeamConfirmation: CodTeamConfirmation;
  paymentCompletion: PaymentCompletionService;
  paymentEvents: PaymentEventsService;
  refunds: RefundsService;
  /** COD orders' refunds: paid out or by hand, and the payout provider's word on them (docs/cod.md#refunds). */
  codRefunds: CodRefundsService;
  fulfilment: OrderFulfilmentService;
  /** Parcels booked with the courier aggregator, their documents and their tracking (docs/shipping.md). */
  shipments: ShippingServices;
  /** Carts kept on the server, and their restore links (docs/carts.md). */
  carts: CartsService;
  /** WhatsApp reminders of carts left behind, every five minutes (docs/carts.md#reminders). */
  cartReminders: CartRemindersService;
  /** Sends the shopper's SMS and e-mails, one outbox row per job. */
  notifications: NotificationDispatcher;
  /** Background jobs: started when the app is ready, stopped before the database closes; `runDue()` in tests. */
  jobs: JobQueue;
  /** Completes orders paid at the gateway that the shop never heard of, and cancels orders never paid. */
  reconciliation: PaymentReconciliationService;
  /** Tax invoices and credit notes as PDF. */
  invoices: InvoicesService;
  gateway: PaymentProvider;
  /** Present when the sandbox is the payment provider. */
  sandbox: SandboxProvider | undefined;
  /** The courier aggregator (docs/shipping.md); undefined with SHIPPING_PROVIDER=manual. */
  shipping: ShippingProvider | undefined;
  /** Present when the sandbox is the shipping provider. */
  shippingSandbox: ShippingSandbox | undefined;
  /** Pays COD orders' refunds out (docs/cod.md#refunds). */
  payouts: PayoutProvider;
  /** Present when the sandbox is the payout provider. */
  payoutSandbox: PayoutSandbox | undefined;
}

export interface ServiceDeps {
  db: Db;
  config: Config;
  secrets: Secrets;
  throttle: Throttle;
  log: (line: string) => void;
  /** Called after a write that changes what the cached catalog answers show (stock, for one). */
  onCatalogChange: () => void;
  /** Orders, payments and jobs as the operator counts them; unset when metrics are off. */
  metrics?: ShopMetrics;
}

/** The composition root: adapters chosen by configuration, and the services wired to them and to each other. */
export async function createServices({
  db,
  config,
  secrets,
  throttle,
  log,
  onCatalogChange,
  metrics = noMetrics,
}: ServiceDeps): Promise<Services> {
  const { sms, email, gateway, sandbox, shipping, shippingSandbox, payouts, payoutSandbox } =
    await configuredAdapters({
      ...{ db, config, secrets, log },
    });
  const tokens = new TokenService(secrets.jwtSecret, config.SESSION_TTL_DAYS);
  const audit = new AuditLogService(db);
  const users = new UsersService(db, audit);
  const otpLogin = new OtpLoginService(
    db,
    tokens,
    users,
    sms,
    throttle,
    secrets.jwtSecret,
    config.OTP_RESEND_INTERVAL_SECONDS * 1000,
    config.OTP_SENDS_PER_ADDRESS_PER_HOUR,
  );
  const coupons = new CouponsService(db);
  const settings = new ShopSettingsService(db, audit, onCatalogChange);
  const taxonomy = new TaxonomyService(db);
  const products = new ProductsService(db, taxonomy, new ProductSearchService(db));
  const inventory = new InventoryService(db);
  const shipmentViews = new ShipmentViews(db);
  const orderQueries = new OrderQueriesService(db, (orders) => shipmentViews.forOrders(orders));
  // The order confirmation carries the invoice; called only when a message is sent, after everything is built.
  const invoicePdf: InvoicePdf = (orderDbId) => invoices.invoicePdf(orderDbId);
  const notifications = new NotificationDispatcher({ db, sms, email, ...smsTemplateIds(config), invoicePdf });
  const jobs = new JobQueue(db, {
    worker: config.JOBS_WORKER,
    schema: config.JOBS_SCHEMA,
    log,
    onFailure: (queue) => metrics.jobFailed(queue),
  });
  metrics.registerQueueStats(async () =>
    (await jobs.stats()).map(({ name, ...counts }) => ({ queue: name, ...counts })),
  );
  jobs.define<OwedMessage>({
    name: NOTIFICATION_JOB,
    ...NOTIFICATION_RETRIES,
    handler: ({ data, lastAttempt }) => notifications.deliver(data.notificationId, { lastAttempt }),
  });
  // The outbox row's id is its job's id: however often the row is raised, it is sent by one job.
  const notices = new OrderNotices(
    async (tx, messages) => {
      for (const message of messages)
        await jobs.send(NOTIFICATION_JOB, message, { tx, id: message.notificationId });
    },
    (tx, buyer) => users.languageOf(tx, buyer),
  );
  // The one way an order changes state (docs/orders.md#states), shared by every part that moves one.
  // An invoice's drawing is one job per order, its id the order's: a COD order's, when the parcel leaves.
  const drawInvoice = (tx: Db, orderDbId: string) =>
    jobs.send(INVOICE_JOB, { orderId: orderDbId }, { tx, id: orderDbId });
  const carts = new CartsService(db, inventory, new CartTokens(secrets.jwtSecret));
  const transitions = new OrderTransitions(audit, inventory, notices, drawInvoice, coupons, (tx, order, at) =>
    carts.orderPlaced(tx, order, at),
  );
  const cartReminders = new CartRemindersService(
    db,
    carts,
    users,
    consentGranted,
    async (tx, messages) => {
      for (const message of messages)
        await jobs.send(NOTIFICATION_JOB, { ...message }, { tx, id: message.notificationId });
    },
    {
      firstAfterMinutes: config.CART_REMINDER_FIRST_MINUTES,
      secondAfterHours: config.CART_REMINDER_SECOND_HOURS,
      origin: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    },
  );
  scheduleCartReminders(jobs, cartReminders);
  const refunds = new RefundsService(db, gateway, audit, notices, transitions, metrics);
  const invoices = new InvoicesService(db, orderQueries, refunds);
  jobs.define<{ orderId: string }>({
    name: INVOICE_JOB,
    retryLimit: 5,
    retryDelaySeconds: 30,
    handler: async ({ data }) => void (await invoices.invoicePdf(data.orderId)),
  });
  const codPrepay = new CodPrepayService(db, gateway, settings, transitions, drawInvoice, metrics);
  const paymentCompletion = new PaymentCompletionService(
    db,
    gateway,
    tokens,
    inventory,
    coupons,
    users,
    orderQueries,
    transitions,
    onCatalogChange,
    metrics,
    drawInvoice,
    (order, payment) => codPrepay.complete(order, payment),
  );
  const reconciliation = new PaymentReconciliationService(db, gateway, paymentCompletion, transitions, {
    unpaidOrderTtlMs: config.UNPAID_ORDER_TTL_HOURS * 3_600_000,
  });
  scheduleReconciliation(jobs, reconciliation);
  const shipments = createShippingServices({
    ...{ db, config, transitions, notices, audit, settings, jobs, log },
    provider: shipping,
    views: shipmentViews,
    onStockChange: onCatalogChange,
  });
  const uploadStores = await createUploadStores(config);
  const uploads = new UploadsService(uploadStores);
  const instagramFeed = createInstagramFeed({
    ...{ db, config, jobs, log },
    storage: uploadStores.originals,
    onChange: onCatalogChange,
  });
  const deliveryEstimates = new DeliveryEstimateService(shipping, {
    pickupPincode: config.SHIPPING_PICKUP_PINCODE,
    dispatchCutoff: config.SHIPPING_DISPATCH_CUTOFF,
    log,
  });
  const codOffers = new CodOffersService(db, settings, deliveryEstimates);
  const codConfirmation = new CodConfirmationService(db, transitions, settings, onCatalogChange);
  scheduleCodExpiry(jobs, codConfirmation);
  const codRefunds = new CodRefundsService(db, refunds, payouts, audit, log);
  schedulePayoutsPoll(jobs, codRefunds);
  return {
    tokens,
    audit,
    users,
    otpLogin,
    secondFactor: new SecondFactorService(db, tokens, throttle, audit, secrets.jwtSecret, brand.name),
    addresses: new AddressesService(db),
    taxonomy,
    products,
    productEditor: new ProductEditorService(db, audit, onCatalogChange),
    taxonomyEditor: new TaxonomyEditorService(db, audit, onCatalogChange),
    uploads,
    inventory,
    reviews: new ReviewsService(db, products),
    reviewModeration: new ReviewModerationService(db, audit, products, users, onCatalogChange),
    content: new ContentService(db, instagramFeed),
    instagramFeed,
    contentEditors: new ContentEditors(db, audit, onCatalogChange),
    blog: new BlogService(db),
    blogEditors: new BlogEditors(
      db,
      audit,
      onCatalogChange,
      new ArticleImages(new PublicWebClient({ maxBytes: IMAGE_MAX_BYTES }), uploads),
    ),
    contact: new ContactService(db, audit),
    coupons,
    couponEditor: new CouponEditorService(db, audit),
    settings,
    dashboard: new DashboardService(db, settings),
    orderQueries,
    orderAdminQueries: new OrderAdminQueriesService(db, audit, 500, (order, kind) =>
      shipmentViews.forAdmin(order, kind),
    ),
    checkout: new CheckoutService(
      db,
      gateway,
      inventory,
      coupons,
      orderQueries,
      transitions,
      settings,
      metrics,
      deliveryEstimates,
    ),
    deliveryEstimates,
    codOffers,
    codCheckout: new CodCheckoutService(
      db,
      inventory,
      coupons,
      orderQueries,
      transitions,
      settings,
      codOffers,
      onCatalogChange,
    ),
    codConfirmation,
    codPrepay,
    codTeamConfirmation: new CodTeamConfirmation(db, audit),
    codRemittances: new CodRemittancesService(db, audit),
    rtoChecks: new RtoChecks(db, inventory, audit, onCatalogChange),
    paymentCompletion,
    paymentEvents: new PaymentEventsService(db),
    refunds,
    codRefunds,
    fulfilment: new OrderFulfilmentService(db, transitions, refunds, onCatalogChange),
    shipments,
    carts,
    cartReminders,
    notifications,
    jobs,
    reconciliation,
    invoices,
    gateway,
    sandbox,
    shipping,
    shippingSandbox,
    payouts,
    payoutSandbox,
  };
}
