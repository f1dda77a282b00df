export { occasions, OccasionsModule } from './occasions.module';
export { ReminderService } from './services/reminder.service';
export { ReminderScanScheduler } from './services/reminder-scan.scheduler';
