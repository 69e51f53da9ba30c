import { Module } from '@nestjs/common';
import { InteractionController } from './interaction.controller';
import { PageScriptsController } from './page-scripts.controller';

@Module({ controllers: [InteractionController, PageScriptsController] })
export class InteractionModule {}
