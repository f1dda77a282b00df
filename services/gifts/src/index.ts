export { gifts, GiftsModule } from './gifts.module';
