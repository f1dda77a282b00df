export { gifts, GiftsModule } from './gifts.module';
export { CreditService } from './services/credit.service';
