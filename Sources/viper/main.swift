import VIPERGen

ViperCommand.main()
