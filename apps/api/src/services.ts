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
import type { WhatsAppSandbox } from './adapters/whatsapp/sandbox/whatsapp-sandbox.ts';
import type { WhatsAppProvider } from './adapters/whatsapp/whatsapp-provider.ts';
import { templateNames } from './adapters/whatsapp/whatsapp-templates.ts';
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
import { ConsentsService } from './modules/consents/consents.service.ts';
import { ContactService } from './modules/contact/contact.service.ts';
import { ContentService } from './modules/content/content.service.ts';
import { ContentEditors } from './modules/content/editors/content-editors.ts';
import type { InstagramFeedService } from './modules/content/instagram-feed.service.ts';
import { createInstagramFeed } from './modules/content/instagram-setup.ts';
import { CouponEditorService } from './modules/coupons/coupon-editor.service.ts';
import { CouponsService } from './modules/coupons/coupons.service.ts';
import { INVOICE_JOB, InvoicesService } from './modules/invoices/invoice.service.ts';
import { JobQueue } from './modules/jobs/job-queue.ts';
import { MessageLogService } from './modules/notifications/message-log.service.ts';
import { MessageOutbox } from './modules/notifications/message-outbox.ts';
import {
  type InvoicePdf,
  NOTIFICATION_JOB,
  NOTIFICATION_RETRIES,
  NotificationDispatcher,
  WHATSAPP_UNCONFIRMED_JOB,
} from './modules/notifications/notification-dispatcher.ts';
import { type EnqueueSends, OrderNotices, type OwedMessage } from './modules/notifications/order-notices.ts';
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
import { STOCK_ALERTS_JOB, StockAlertsService } from './modules/stock-alerts/stock-alerts.service.ts';
import { IMAGE_MAX_BYTES, UploadsService } from './modules/uploads/uploads.service.ts';
import { OtpLoginService } from './modules/users/otp-login.service.ts';
import { UsersService } from './modules/users/users.service.ts';
import { WhatsAppInbox } from './modules/whatsapp/whatsapp-inbox.service.ts';
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
  /** "Notify me" on an out-of-stock size, and the messages when it is back (docs/back-in-stock.md). */
  stockAlerts: StockAlertsService;
  reviews: ReviewsService;
  reviewModeration: ReviewModerationService;
  content: ContentService;
  /** The home page's reels from Instagram, refreshed in the background. */
  instagramFeed: InstagramFeedService;
  contentEditors: ContentEditors;
  blog: BlogService;
  blogEditors: BlogEditors;
  contact: ContactService;
  /** The shopper's WhatsApp choices and their record (docs/privacy.md#whatsapp). */
  consents: ConsentsService;
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
  /** The back office's log of every message to shoppers, and sending a failed one again. */
  messageLog: MessageLogService;
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
  /** Sends WhatsApp template messages and reads WhatsApp's webhooks (docs/messaging.md). */
  whatsapp: WhatsAppProvider;
  /** Present when the sandbox is the WhatsApp provider. */
  whatsappSandbox: WhatsAppSandbox | undefined;
  /** WhatsApp's webhook: statuses of the messages sent, and the shoppers' replies (docs/messaging.md#webhooks). */
  whatsappInbox: WhatsAppInbox;
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
  const {
    sms,
    email,
    gateway,
    sandbox,
    shipping,
    shippingSandbox,
    payouts,
    payoutSandbox,
    whatsapp,
    whatsappSandbox,
  } = await configuredAdapters({
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
  const consents = new ConsentsService(db, config.WHATSAPP_PROVIDER !== 'off');
  const settings = new ShopSettingsService(db, audit, onCatalogChange);
  const taxonomy = new TaxonomyService(db);
  const products = new ProductsService(db, taxonomy, new ProductSearchService(db));
  // Called only once a restock happens, after everything is built.
  const onRestock = (tx: Db, sizeIds: string[]) => stockAlerts.restocked(tx, sizeIds);
  const inventory = new InventoryService(db, onRestock);
  const shipmentViews = new ShipmentViews(db);
  const orderQueries = new OrderQueriesService(db, (orders) => shipmentViews.forOrders(orders));
  const stockAlerts = new StockAlertsService(db, inventory, {
    // One job waits per size (queue policy short): a second restock before it runs adds none.
    enqueueJob: (tx, sizeId, startAfterSeconds) =>
      jobs.send(STOCK_ALERTS_JOB, { sizeId }, { tx, singletonKey: sizeId, startAfterSeconds }),
    outbox: { raise: (tx, message) => outbox.raise(tx, message), idOf: (tx, key) => outbox.idOf(tx, key) },
    consentGranted: (tx, mobile, purpose) => consents.granted(tx, mobile, purpose),
    publicUrl: config.PUBLIC_URL,
  });
  // The order confirmation carries the invoice; called only when a message is sent, after everything is built.
  const invoicePdf: InvoicePdf = (orderDbId) => invoices.invoicePdf(orderDbId);
  const jobs = new JobQueue(db, {
    worker: config.JOBS_WORKER,
    schema: config.JOBS_SCHEMA,
    log,
    onFailure: (queue) => metrics.jobFailed(queue),
  });
  jobs.define<{ sizeId: string }>({
    name: STOCK_ALERTS_JOB,
    policy: 'short',
    retryLimit: 5,
    retryDelaySeconds: 60,
    handler: async ({ data }) => void (await stockAlerts.notify(data.sizeId)),
  });
  metrics.registerQueueStats(async () =>
    (await jobs.stats()).map(({ name, ...counts }) => ({ queue: name, ...counts })),
  );
  // The outbox row's id is its job's id: however often the row is raised, it is sent by one job.
  const enqueueSends: EnqueueSends = async (tx, messages) => {
    for (const message of messages)
      await jobs.send(NOTIFICATION_JOB, message, { tx, id: message.notificationId });
  };
  // A message sent once more, or later (quiet hours, a resend from the log): a job of its own, since its first
  // job, named by the row's id, has run.
  const sendLater = (tx: Db, message: OwedMessage, startAfterSeconds = 0) =>
    jobs.send(NOTIFICATION_JOB, message, { tx, startAfterSeconds });
  const outbox = new MessageOutbox(db, enqueueSends);
  const notifications = new NotificationDispatcher({
    ...{ db, sms, email, invoicePdf, whatsapp, enqueueSends },
    ...smsTemplateIds(config),
    whatsappTemplateNames: templateNames(config.WHATSAPP_TEMPLATE_NAMES),
    mayMessage: (tx, mobile, purpose) => consents.granted(tx, mobile, purpose),
    enqueueLater: sendLater,
  });
  jobs.define({
    name: WHATSAPP_UNCONFIRMED_JOB,
    cron: '*/10 * * * *',
    retryLimit: 0,
    retryDelaySeconds: 60,
    handler: async () => void (await notifications.sendUnconfirmedBySms()),
  });
  jobs.define<OwedMessage>({
    name: NOTIFICATION_JOB,
    ...NOTIFICATION_RETRIES,
    handler: ({ data, lastAttempt }) => notifications.deliver(data.notificationId, { lastAttempt }),
  });
  const notices = new OrderNotices(
    enqueueSends,
    (tx, buyer) => users.languageOf(tx, buyer),
    (tx, mobile) => consents.granted(tx, mobile, 'WHATSAPP_UPDATES'),
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
    (tx, mobile, purpose) => consents.granted(tx, mobile, purpose),
    outbox,
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
  const whatsappInbox = new WhatsAppInbox({
    ...{ db, whatsapp, consents, codConfirmation, log },
    dispatcher: notifications,
    outbox,
    orders: orderQueries,
    desk: shipments.desk,
    languageOf: (tx, buyer) => users.languageOf(tx, buyer),
    stopWaiting: (tx, mobile) => stockAlerts.stopWaiting(tx, mobile),
  });
  return {
    tokens,
    audit,
    users,
    otpLogin,
    secondFactor: new SecondFactorService(db, tokens, throttle, audit, secrets.jwtSecret, brand.name),
    addresses: new AddressesService(db),
    taxonomy,
    products,
    productEditor: new ProductEditorService(db, audit, onCatalogChange, (tx, sizeIds) =>
      inventory.restocked(tx, sizeIds),
    ),
    taxonomyEditor: new TaxonomyEditorService(db, audit, onCatalogChange),
    uploads,
    inventory,
    stockAlerts,
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
    consents,
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
      consents,
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
      consents,
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
    messageLog: new MessageLogService(db, audit, orderQueries, sendLater),
    jobs,
    reconciliation,
    invoices,
    gateway,
    sandbox,
    shipping,
    shippingSandbox,
    payouts,
    payoutSandbox,
    whatsapp,
    whatsappSandbox,
    whatsappInbox,
  };
}
