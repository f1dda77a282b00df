export { occasions, OccasionsModule } from './occasions.module';
export { ReminderService } from './services/reminder.service';
