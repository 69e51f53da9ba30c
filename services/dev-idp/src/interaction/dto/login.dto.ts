import { IsString, MaxLength } from 'class-validator';

/** The sign-in form. Wrong values re-render the form; only a malformed post is refused. */
export class LoginDto {
  @IsString()
  @MaxLength(320)
  email: string;

  @IsString()
  @MaxLength(200)
  password: string;
}
