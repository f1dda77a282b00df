export { gifts, GiftsModule } from './gifts.module';
export { ShareService } from './services/share.service';
