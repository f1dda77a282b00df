export { billing, BillingModule } from './billing.module';
export { RenewalService } from './services/renewal.service';
