import { Module } from '@nestjs/common';
import { PushProcessor } from './push.processor';
import { PushService } from './push.service';

@Module({ providers: [PushService, PushProcessor], exports: [PushService] })
export class PushModule {}
