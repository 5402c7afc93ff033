// Code written against RxDataSources imports only it and uses the Differentiator's types.
@_exported import Differentiator
