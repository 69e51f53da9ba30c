export { createGatewayApp } from './create-gateway-app';
