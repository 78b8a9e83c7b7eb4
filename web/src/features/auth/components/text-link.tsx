import { Link, type LinkProps } from 'react-router-dom';

export function TextLink({ className = '', ...props }: LinkProps) {
  return <Link className={`font-medium text-primary-dark hover:underline dark:text-sky-300 ${className}`} {...props} />;
}
