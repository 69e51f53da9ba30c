import { Injectable, type PipeTransform } from '@nestjs/common';
import { DomainError } from '../errors/domain-error';
import { isRecordId } from './record-id';

/**
 * A numeric id from the path. Anything else (`abc`, `1.5`, `-3`, past the int4 ids) cannot
 * name a record, so it answers 404 with the message of the missing thing, like an unknown id does.
 */
@Injectable()
export class EntityIdPipe implements PipeTransform<string, number> {
  constructor(private readonly notFoundMessage: string) {}

  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!isRecordId(id)) throw new DomainError('request.unknown_id', this.notFoundMessage);
    return id;
  }
}
