sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1653.80 qps: 9962.77 (r/w/o: 0.00/6647.18/3315.59) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1542.25 qps: 9236.47 (r/w/o: 0.00/6153.98/3082.49) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1741.53 qps: 10458.21 (r/w/o: 0.00/6973.14/3485.07) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1299.27 qps: 7788.62 (r/w/o: 0.00/5190.08/2598.54) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1448.44 qps: 8699.61 (r/w/o: 0.00/5802.73/2896.88) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1731.11 qps: 10378.65 (r/w/o: 0.00/6916.43/3462.22) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1426.48 qps: 8554.02 (r/w/o: 0.00/5703.97/2850.05) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1415.64 qps: 8508.20 (r/w/o: 0.00/5674.88/2833.33) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1205.62 qps: 7216.78 (r/w/o: 0.00/4806.54/2410.24) lat (ms,95%): 21.11 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1264.00 qps: 7588.98 (r/w/o: 0.00/5058.99/2530.00) lat (ms,95%): 21.89 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 603.17 qps: 3636.15 (r/w/o: 0.00/2429.80/1206.34) lat (ms,95%): 44.98 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 831.96 qps: 4969.84 (r/w/o: 0.00/3307.92/1661.92) lat (ms,95%): 33.72 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1157.16 qps: 6957.01 (r/w/o: 0.00/4640.68/2316.33) lat (ms,95%): 20.74 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 763.45 qps: 4585.69 (r/w/o: 0.00/3058.80/1526.89) lat (ms,95%): 33.12 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 743.72 qps: 4457.30 (r/w/o: 0.00/2970.87/1486.43) lat (ms,95%): 31.94 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1186.75 qps: 7122.49 (r/w/o: 0.00/4747.99/2374.50) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1585.60 qps: 9514.60 (r/w/o: 0.00/6343.40/3171.20) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1446.33 qps: 8665.98 (r/w/o: 0.00/5773.32/2892.66) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1412.05 qps: 8460.32 (r/w/o: 0.00/5637.22/2823.11) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1173.97 qps: 7072.85 (r/w/o: 0.00/4723.90/2348.95) lat (ms,95%): 19.65 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 889.19 qps: 5335.15 (r/w/o: 0.00/3556.77/1778.38) lat (ms,95%): 24.38 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 788.62 qps: 4725.72 (r/w/o: 0.00/3149.48/1576.24) lat (ms,95%): 25.28 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1167.86 qps: 7013.13 (r/w/o: 0.00/4676.42/2336.71) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 791.73 qps: 4734.38 (r/w/o: 0.00/3150.92/1583.46) lat (ms,95%): 31.37 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1103.52 qps: 6637.16 (r/w/o: 0.00/4430.11/2207.05) lat (ms,95%): 20.00 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 788.60 qps: 4727.63 (r/w/o: 0.00/3150.43/1577.21) lat (ms,95%): 33.12 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1114.82 qps: 6692.93 (r/w/o: 0.00/4463.29/2229.64) lat (ms,95%): 19.65 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 611.69 qps: 3659.14 (r/w/o: 0.00/2435.77/1223.37) lat (ms,95%): 36.24 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1298.72 qps: 7798.35 (r/w/o: 0.00/5201.90/2596.44) lat (ms,95%): 19.65 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 756.17 qps: 4542.02 (r/w/o: 0.00/3028.68/1513.34) lat (ms,95%): 23.95 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1242.05 qps: 7441.29 (r/w/o: 0.00/4957.19/2484.11) lat (ms,95%): 20.00 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 921.01 qps: 5533.06 (r/w/o: 0.00/3691.03/1842.02) lat (ms,95%): 30.26 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 876.84 qps: 5256.03 (r/w/o: 0.00/3502.35/1753.68) lat (ms,95%): 24.83 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 883.92 qps: 5312.47 (r/w/o: 0.00/3544.64/1767.83) lat (ms,95%): 21.50 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 826.88 qps: 4931.20 (r/w/o: 0.00/3277.45/1653.76) lat (ms,95%): 21.50 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 956.06 qps: 5747.39 (r/w/o: 0.00/3838.26/1909.13) lat (ms,95%): 25.74 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 898.76 qps: 5411.53 (r/w/o: 0.00/3611.02/1800.51) lat (ms,95%): 28.67 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1141.90 qps: 6824.45 (r/w/o: 0.00/4540.65/2283.80) lat (ms,95%): 23.52 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1012.23 qps: 6100.43 (r/w/o: 0.00/4075.97/2024.46) lat (ms,95%): 27.17 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1079.84 qps: 6461.04 (r/w/o: 0.00/4301.36/2159.68) lat (ms,95%): 23.52 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 968.14 qps: 5804.86 (r/w/o: 0.00/3868.57/1936.29) lat (ms,95%): 28.16 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 696.97 qps: 4203.83 (r/w/o: 0.00/2809.89/1393.94) lat (ms,95%): 31.94 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1430.76 qps: 8583.55 (r/w/o: 0.00/5722.03/2861.52) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1565.23 qps: 9388.37 (r/w/o: 0.00/6257.91/3130.46) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1663.22 qps: 9967.35 (r/w/o: 0.00/6643.90/3323.45) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           204460
        other:                           102230
        total:                           306690
    transactions:                        51115  (1135.74 per sec.)
    queries:                             306690 (6814.47 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0054s
    total number of events:              51115

Latency (ms):
         min:                                    0.51
         avg:                                    7.04
         max:                                  202.92
         95th percentile:                       20.74
         sum:                               359835.48

Threads fairness:
    events (avg/stddev):           6389.3750/117.79
    execution time (avg/stddev):   44.9794/0.00

